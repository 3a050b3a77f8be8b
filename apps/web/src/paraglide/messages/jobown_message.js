/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_MessageInputs */

const en_jobown_message = /** @type {(inputs: Jobown_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const ur_jobown_message = /** @type {(inputs: Jobown_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیغام`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Jobown_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_message = /** @type {((inputs?: Jobown_MessageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_MessageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_message(inputs)
	return en_jobown_message(inputs)
});