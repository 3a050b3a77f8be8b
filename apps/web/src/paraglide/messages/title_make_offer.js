/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Make_OfferInputs */

const en_title_make_offer = /** @type {(inputs: Title_Make_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make an Offer`)
};

const ur_title_make_offer = /** @type {(inputs: Title_Make_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آفر دیں`)
};

/**
* | output |
* | --- |
* | "Make an Offer" |
*
* @param {Title_Make_OfferInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_make_offer = /** @type {((inputs?: Title_Make_OfferInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Make_OfferInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_title_make_offer(inputs)
	return en_title_make_offer(inputs)
});