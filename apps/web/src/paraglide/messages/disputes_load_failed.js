/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Load_FailedInputs */

const en_disputes_load_failed = /** @type {(inputs: Disputes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dispute could not be loaded. Please try again.`)
};

const ur_disputes_load_failed = /** @type {(inputs: Disputes_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "The dispute could not be loaded. Please try again." |
*
* @param {Disputes_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_load_failed = /** @type {((inputs?: Disputes_Load_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Load_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_load_failed(inputs)
	return en_disputes_load_failed(inputs)
});