/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Offer_Need_TitleInputs */

const en_contracts_offer_need_title = /** @type {(inputs: Contracts_Offer_Need_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the contract a title and a description`)
};

const ur_contracts_offer_need_title = /** @type {(inputs: Contracts_Offer_Need_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ کا عنوان اور تفصیل لکھیں`)
};

/**
* | output |
* | --- |
* | "Give the contract a title and a description" |
*
* @param {Contracts_Offer_Need_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_need_title = /** @type {((inputs?: Contracts_Offer_Need_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_Need_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_need_title(inputs)
	return en_contracts_offer_need_title(inputs)
});