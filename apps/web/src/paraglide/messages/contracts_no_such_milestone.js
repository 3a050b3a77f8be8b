/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_No_Such_MilestoneInputs */

const en_contracts_no_such_milestone = /** @type {(inputs: Contracts_No_Such_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This contract has no such milestone.`)
};

const ur_contracts_no_such_milestone = /** @type {(inputs: Contracts_No_Such_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس کنٹریکٹ میں ایسا کوئی مرحلہ نہیں۔`)
};

/**
* | output |
* | --- |
* | "This contract has no such milestone." |
*
* @param {Contracts_No_Such_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_such_milestone = /** @type {((inputs?: Contracts_No_Such_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_No_Such_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_no_such_milestone(inputs)
	return en_contracts_no_such_milestone(inputs)
});