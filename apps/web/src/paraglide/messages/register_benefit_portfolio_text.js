/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Portfolio_TextInputs */

const en_register_benefit_portfolio_text = /** @type {(inputs: Register_Benefit_Portfolio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show finished projects, certificates and reviews on your public profile.`)
};

const ur_register_benefit_portfolio_text = /** @type {(inputs: Register_Benefit_Portfolio_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنی پبلک پروفائل پر مکمل شدہ پروجیکٹس، سرٹیفکیٹس اور ریویوز دکھائیں۔`)
};

/**
* | output |
* | --- |
* | "Show finished projects, certificates and reviews on your public profile." |
*
* @param {Register_Benefit_Portfolio_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_portfolio_text = /** @type {((inputs?: Register_Benefit_Portfolio_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Portfolio_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_portfolio_text(inputs)
	return en_register_benefit_portfolio_text(inputs)
});