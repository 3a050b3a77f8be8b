/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown>, time: NonNullable<unknown> }} Contracts_Awaiting_PaymentInputs */

const en_contracts_awaiting_payment = /** @type {(inputs: Contracts_Awaiting_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Awaiting your payment with ${i?.provider}. Finish it on ${i?.provider}’s page before ${i?.time}, or cancel it to choose again.`)
};

const ur_contracts_awaiting_payment = /** @type {(inputs: Contracts_Awaiting_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} کے ذریعے آپ کی ادائیگی کا انتظار ہے۔ اسے ${i?.time} سے پہلے ${i?.provider} کے صفحے پر مکمل کریں، یا منسوخ کر کے دوبارہ انتخاب کریں۔`)
};

/**
* | output |
* | --- |
* | "Awaiting your payment with {provider}. Finish it on {provider}’s page before {time}, or cancel it to choose again." |
*
* @param {Contracts_Awaiting_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_awaiting_payment = /** @type {((inputs: Contracts_Awaiting_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Awaiting_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_awaiting_payment(inputs)
	return en_contracts_awaiting_payment(inputs)
});