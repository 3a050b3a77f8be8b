/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Offer_Accepted_The_Contract_Is_ActiveInputs */

const en_err_offer_accepted_the_contract_is_active = /** @type {(inputs: Err_Offer_Accepted_The_Contract_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer accepted: the contract is active`)
};

const ur_err_offer_accepted_the_contract_is_active = /** @type {(inputs: Err_Offer_Accepted_The_Contract_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر منظور ہو گئی: کنٹریکٹ فعال ہے`)
};

/**
* | output |
* | --- |
* | "Offer accepted: the contract is active" |
*
* @param {Err_Offer_Accepted_The_Contract_Is_ActiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_offer_accepted_the_contract_is_active = /** @type {((inputs?: Err_Offer_Accepted_The_Contract_Is_ActiveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Offer_Accepted_The_Contract_Is_ActiveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_offer_accepted_the_contract_is_active(inputs)
	return en_err_offer_accepted_the_contract_is_active(inputs)
});