/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Not_SentInputs */

const en_offline_not_sent = /** @type {(inputs: Offline_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

const ur_offline_not_sent = /** @type {(inputs: Offline_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نہیں بھیجا گیا`)
};

/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Offline_Not_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const offline_not_sent = /** @type {((inputs?: Offline_Not_SentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Not_SentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_offline_not_sent(inputs)
	return en_offline_not_sent(inputs)
});