/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Resume_PaymentInputs */

const en_contracts_resume_payment = /** @type {(inputs: Contracts_Resume_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume payment`)
};

const ur_contracts_resume_payment = /** @type {(inputs: Contracts_Resume_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی جاری رکھیں`)
};

/**
* | output |
* | --- |
* | "Resume payment" |
*
* @param {Contracts_Resume_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_resume_payment = /** @type {((inputs?: Contracts_Resume_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Resume_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_resume_payment(inputs)
	return en_contracts_resume_payment(inputs)
});