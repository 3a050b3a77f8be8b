/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Step_FailedInputs */

const en_disputes_step_failed = /** @type {(inputs: Disputes_Step_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

const ur_disputes_step_failed = /** @type {(inputs: Disputes_Step_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کام نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "That did not work. Please try again." |
*
* @param {Disputes_Step_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_step_failed = /** @type {((inputs?: Disputes_Step_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Step_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_step_failed(inputs)
	return en_disputes_step_failed(inputs)
});