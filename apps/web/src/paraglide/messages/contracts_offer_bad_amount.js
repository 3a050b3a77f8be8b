/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Contracts_Offer_Bad_AmountInputs */

const en_contracts_offer_bad_amount = /** @type {(inputs: Contracts_Offer_Bad_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Milestone ${i?.n}: enter an amount from ${i?.min} to ${i?.max}`)
};

const ur_contracts_offer_bad_amount = /** @type {(inputs: Contracts_Offer_Bad_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ ${i?.n}: ${i?.min} سے ${i?.max} تک کی رقم لکھیں`)
};

/**
* | output |
* | --- |
* | "Milestone {n}: enter an amount from {min} to {max}" |
*
* @param {Contracts_Offer_Bad_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_offer_bad_amount = /** @type {((inputs: Contracts_Offer_Bad_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Offer_Bad_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_offer_bad_amount(inputs)
	return en_contracts_offer_bad_amount(inputs)
});