/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Cancel_MilestoneInputs */

const en_contracts_cancel_milestone = /** @type {(inputs: Contracts_Cancel_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel milestone`)
};

const ur_contracts_cancel_milestone = /** @type {(inputs: Contracts_Cancel_MilestoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Cancel milestone" |
*
* @param {Contracts_Cancel_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_cancel_milestone = /** @type {((inputs?: Contracts_Cancel_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Cancel_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_cancel_milestone(inputs)
	return en_contracts_cancel_milestone(inputs)
});