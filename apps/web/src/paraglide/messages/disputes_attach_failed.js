/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Attach_FailedInputs */

const en_disputes_attach_failed = /** @type {(inputs: Disputes_Attach_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be attached. Please try again.`)
};

const ur_disputes_attach_failed = /** @type {(inputs: Disputes_Attach_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فائل منسلک نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "The file could not be attached. Please try again." |
*
* @param {Disputes_Attach_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_attach_failed = /** @type {((inputs?: Disputes_Attach_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Attach_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_attach_failed(inputs)
	return en_disputes_attach_failed(inputs)
});