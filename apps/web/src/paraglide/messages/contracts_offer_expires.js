/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Contracts_Offer_ExpiresInputs */

const en_contracts_offer_expires = /** @type {(inputs: Contracts_Offer_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` It expires on ${i?.date}.`)
};

const ur_contracts_offer_expires = /** @type {(inputs: Contracts_Offer_ExpiresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` اس کی میعاد ${i?.date} کو ختم ہو گی۔`)
};

/**
* | output |
* | --- |
* | "It expires on {date}." |
*
* @param {Contracts_Offer_ExpiresInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_expires = /** @type {((inputs: Contracts_Offer_ExpiresInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_ExpiresInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_expires(inputs)
	return en_contracts_offer_expires(inputs)
});