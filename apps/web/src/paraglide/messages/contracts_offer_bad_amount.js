/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Contracts_Offer_Bad_AmountInputs */

const en_contracts_offer_bad_amount = /** @type {(inputs: Contracts_Offer_Bad_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Milestone ${i?.n}: enter an amount from 1.00 to 100,000.00`)
};

const ur_contracts_offer_bad_amount = /** @type {(inputs: Contracts_Offer_Bad_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ ${i?.n}: 1.00 سے 100,000.00 تک کی رقم لکھیں`)
};

/**
* | output |
* | --- |
* | "Milestone {n}: enter an amount from 1.00 to 100,000.00" |
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