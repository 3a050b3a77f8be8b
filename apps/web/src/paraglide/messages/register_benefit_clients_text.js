/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Benefit_Clients_TextInputs */

const en_register_benefit_clients_text = /** @type {(inputs: Register_Benefit_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work with businesses in Pakistan, the Gulf, Europe and North America.`)
};

const ur_register_benefit_clients_text = /** @type {(inputs: Register_Benefit_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاکستان، خلیجی ممالک، یورپ اور شمالی امریکہ کے کاروباروں کے ساتھ کام کریں۔`)
};

/**
* | output |
* | --- |
* | "Work with businesses in Pakistan, the Gulf, Europe and North America." |
*
* @param {Register_Benefit_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_clients_text = /** @type {((inputs?: Register_Benefit_Clients_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Benefit_Clients_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_benefit_clients_text(inputs)
	return en_register_benefit_clients_text(inputs)
});