/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Offer_Need_Ms_TitleInputs */

const en_contracts_offer_need_ms_title = /** @type {(inputs: Contracts_Offer_Need_Ms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every milestone needs a title`)
};

const ur_contracts_offer_need_ms_title = /** @type {(inputs: Contracts_Offer_Need_Ms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر مرحلے کا عنوان ضروری ہے`)
};

/**
* | output |
* | --- |
* | "Every milestone needs a title" |
*
* @param {Contracts_Offer_Need_Ms_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_need_ms_title = /** @type {((inputs?: Contracts_Offer_Need_Ms_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_Need_Ms_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_need_ms_title(inputs)
	return en_contracts_offer_need_ms_title(inputs)
});