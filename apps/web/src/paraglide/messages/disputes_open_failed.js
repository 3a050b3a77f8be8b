/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Open_FailedInputs */

const en_disputes_open_failed = /** @type {(inputs: Disputes_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dispute could not be opened. Please try again.`)
};

const ur_disputes_open_failed = /** @type {(inputs: Disputes_Open_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع درج نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "The dispute could not be opened. Please try again." |
*
* @param {Disputes_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_failed = /** @type {((inputs?: Disputes_Open_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Open_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_open_failed(inputs)
	return en_disputes_open_failed(inputs)
});