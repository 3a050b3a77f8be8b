/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Milestone_Approved_And_PaidInputs */

const en_err_milestone_approved_and_paid = /** @type {(inputs: Err_Milestone_Approved_And_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone approved and paid`)
};

const ur_err_milestone_approved_and_paid = /** @type {(inputs: Err_Milestone_Approved_And_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلہ منظور ہو گیا اور ادائیگی ہو گئی`)
};

/**
* | output |
* | --- |
* | "Milestone approved and paid" |
*
* @param {Err_Milestone_Approved_And_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_approved_and_paid = /** @type {((inputs?: Err_Milestone_Approved_And_PaidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Milestone_Approved_And_PaidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_milestone_approved_and_paid(inputs)
	return en_err_milestone_approved_and_paid(inputs)
});