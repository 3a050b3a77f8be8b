/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, percent: NonNullable<unknown> }} Contracts_Offer_OfInputs */

const en_contracts_offer_of = /** @type {(inputs: Contracts_Offer_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offer of ${i?.amount}; platform fee ${i?.percent}% from the freelancer's side.`)
};

const ur_contracts_offer_of = /** @type {(inputs: Contracts_Offer_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} کی آفر؛ پلیٹ فارم فیس ${i?.percent}% فری لانسر کی طرف سے۔`)
};

/**
* | output |
* | --- |
* | "Offer of {amount}; platform fee {percent}% from the freelancer's side." |
*
* @param {Contracts_Offer_OfInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_of = /** @type {((inputs: Contracts_Offer_OfInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_OfInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_of(inputs)
	return en_contracts_offer_of(inputs)
});