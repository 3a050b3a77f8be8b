/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs */

const en_err_there_is_already_an_offer_or_a_contract_for_this = /** @type {(inputs: Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is already an offer or a contract for this proposal`)
};

const ur_err_there_is_already_an_offer_or_a_contract_for_this = /** @type {(inputs: Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس پروپوزل کے لیے پہلے ہی ایک آفر یا کنٹریکٹ موجود ہے`)
};

/**
* | output |
* | --- |
* | "There is already an offer or a contract for this proposal" |
*
* @param {Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_there_is_already_an_offer_or_a_contract_for_this = /** @type {((inputs?: Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_There_Is_Already_An_Offer_Or_A_Contract_For_ThisInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_there_is_already_an_offer_or_a_contract_for_this(inputs)
	return en_err_there_is_already_an_offer_or_a_contract_for_this(inputs)
});