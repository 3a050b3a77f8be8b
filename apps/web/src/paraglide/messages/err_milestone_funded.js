/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Milestone_FundedInputs */

const en_err_milestone_funded = /** @type {(inputs: Err_Milestone_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone funded`)
};

const ur_err_milestone_funded = /** @type {(inputs: Err_Milestone_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلے میں رقم جمع ہو گئی`)
};

/**
* | output |
* | --- |
* | "Milestone funded" |
*
* @param {Err_Milestone_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_funded = /** @type {((inputs?: Err_Milestone_FundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Milestone_FundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_milestone_funded(inputs)
	return en_err_milestone_funded(inputs)
});