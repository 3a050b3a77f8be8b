/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Payments_TitleInputs */

const en_register_benefit_payments_title = /** @type {(inputs: Register_Benefit_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure Payments`)
};

const ur_register_benefit_payments_title = /** @type {(inputs: Register_Benefit_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محفوظ ادائیگیاں`)
};

/**
* | output |
* | --- |
* | "Secure Payments" |
*
* @param {Register_Benefit_Payments_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_payments_title = /** @type {((inputs?: Register_Benefit_Payments_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Payments_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_payments_title(inputs)
	return en_register_benefit_payments_title(inputs)
});