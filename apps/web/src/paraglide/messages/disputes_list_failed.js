/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_List_FailedInputs */

const en_disputes_list_failed = /** @type {(inputs: Disputes_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disputes could not be loaded. Please try again.`)
};

const ur_disputes_list_failed = /** @type {(inputs: Disputes_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "The disputes could not be loaded. Please try again." |
*
* @param {Disputes_List_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_list_failed = /** @type {((inputs?: Disputes_List_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_List_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_list_failed(inputs)
	return en_disputes_list_failed(inputs)
});