/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_MilestoneInputs */

const en_contracts_milestone = /** @type {(inputs: Contracts_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone`)
};

const ur_contracts_milestone = /** @type {(inputs: Contracts_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ`)
};

/**
* | output |
* | --- |
* | "Milestone" |
*
* @param {Contracts_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone = /** @type {((inputs?: Contracts_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_milestone(inputs)
	return en_contracts_milestone(inputs)
});