/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Close_FailedInputs */

const en_jobown_close_failed = /** @type {(inputs: Jobown_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to close job`)
};

const ur_jobown_close_failed = /** @type {(inputs: Jobown_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بند نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to close job" |
*
* @param {Jobown_Close_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_failed = /** @type {((inputs?: Jobown_Close_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Close_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_close_failed(inputs)
	return en_jobown_close_failed(inputs)
});