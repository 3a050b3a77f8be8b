/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown>, max: NonNullable<unknown> }} Contracts_Refund_AmountInputs */

const en_contracts_refund_amount = /** @type {(inputs: Contracts_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount to refund (${i?.currency}, up to ${i?.max})`)
};

const ur_contracts_refund_amount = /** @type {(inputs: Contracts_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`واپس کی جانے والی رقم (${i?.currency}، زیادہ سے زیادہ ${i?.max})`)
};

/**
* | output |
* | --- |
* | "Amount to refund ({currency}, up to {max})" |
*
* @param {Contracts_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_amount = /** @type {((inputs: Contracts_Refund_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Refund_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refund_amount(inputs)
	return en_contracts_refund_amount(inputs)
});