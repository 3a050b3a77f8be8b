/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_ReopenedInputs */

const en_jobown_reopened = /** @type {(inputs: Jobown_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job reopened`)
};

const ur_jobown_reopened = /** @type {(inputs: Jobown_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب دوبارہ کھل گئی`)
};

/**
* | output |
* | --- |
* | "Job reopened" |
*
* @param {Jobown_ReopenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopened = /** @type {((inputs?: Jobown_ReopenedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_ReopenedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_reopened(inputs)
	return en_jobown_reopened(inputs)
});