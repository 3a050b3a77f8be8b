/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Contracts_Card_FeeInputs */

const en_contracts_card_fee = /** @type {(inputs: Contracts_Card_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`plus a card fee of ${i?.amount}`)
};

const ur_contracts_card_fee = /** @type {(inputs: Contracts_Card_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اس کے علاوہ ${i?.amount} کارڈ فیس`)
};

/**
* | output |
* | --- |
* | "plus a card fee of {amount}" |
*
* @param {Contracts_Card_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_card_fee = /** @type {((inputs: Contracts_Card_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Card_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_card_fee(inputs)
	return en_contracts_card_fee(inputs)
});