/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_RefusedInputs */

const en_offline_refused = /** @type {(inputs: Offline_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not send`)
};

const ur_offline_refused = /** @type {(inputs: Offline_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بھیجا نہیں جا سکا`)
};

/**
* | output |
* | --- |
* | "Could not send" |
*
* @param {Offline_RefusedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_refused = /** @type {((inputs?: Offline_RefusedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_RefusedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_refused(inputs)
	return en_offline_refused(inputs)
});