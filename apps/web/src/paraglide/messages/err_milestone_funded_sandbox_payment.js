/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Milestone_Funded_Sandbox_PaymentInputs */

const en_err_milestone_funded_sandbox_payment = /** @type {(inputs: Err_Milestone_Funded_Sandbox_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milestone funded (sandbox payment)`)
};

const ur_err_milestone_funded_sandbox_payment = /** @type {(inputs: Err_Milestone_Funded_Sandbox_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مرحلے میں رقم جمع ہو گئی (آزمائشی ادائیگی)`)
};

/**
* | output |
* | --- |
* | "Milestone funded (sandbox payment)" |
*
* @param {Err_Milestone_Funded_Sandbox_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_milestone_funded_sandbox_payment = /** @type {((inputs?: Err_Milestone_Funded_Sandbox_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Milestone_Funded_Sandbox_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_milestone_funded_sandbox_payment(inputs)
	return en_err_milestone_funded_sandbox_payment(inputs)
});