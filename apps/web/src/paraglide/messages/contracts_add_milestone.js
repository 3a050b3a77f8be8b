/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Add_MilestoneInputs */

const en_contracts_add_milestone = /** @type {(inputs: Contracts_Add_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add milestone`)
};

const ur_contracts_add_milestone = /** @type {(inputs: Contracts_Add_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ شامل کریں`)
};

/**
* | output |
* | --- |
* | "Add milestone" |
*
* @param {Contracts_Add_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_add_milestone = /** @type {((inputs?: Contracts_Add_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Add_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_add_milestone(inputs)
	return en_contracts_add_milestone(inputs)
});