/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Step_FailedInputs */

const en_contracts_step_failed = /** @type {(inputs: Contracts_Step_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That did not work. Please try again.`)
};

const ur_contracts_step_failed = /** @type {(inputs: Contracts_Step_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کام نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "That did not work. Please try again." |
*
* @param {Contracts_Step_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_step_failed = /** @type {((inputs?: Contracts_Step_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Step_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_step_failed(inputs)
	return en_contracts_step_failed(inputs)
});