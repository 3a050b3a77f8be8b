/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Portfolio_TitleInputs */

const en_register_benefit_portfolio_title = /** @type {(inputs: Register_Benefit_Portfolio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build Your Portfolio`)
};

const ur_register_benefit_portfolio_title = /** @type {(inputs: Register_Benefit_Portfolio_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا پورٹ فولیو بنائیں`)
};

/**
* | output |
* | --- |
* | "Build Your Portfolio" |
*
* @param {Register_Benefit_Portfolio_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_portfolio_title = /** @type {((inputs?: Register_Benefit_Portfolio_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Portfolio_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_portfolio_title(inputs)
	return en_register_benefit_portfolio_title(inputs)
});