/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Payment_ReturnedInputs */

const en_contracts_payment_returned = /** @type {(inputs: Contracts_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This milestone was already funded, so this payment goes back to you (see the activity below).`)
};

const ur_contracts_payment_returned = /** @type {(inputs: Contracts_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس مرحلے میں رقم پہلے ہی جمع ہو چکی تھی، اس لیے یہ ادائیگی آپ کو واپس کی جا رہی ہے (نیچے سرگرمی دیکھیں)۔`)
};

/**
* | output |
* | --- |
* | "This milestone was already funded, so this payment goes back to you (see the activity below)." |
*
* @param {Contracts_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_returned = /** @type {((inputs?: Contracts_Payment_ReturnedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Payment_ReturnedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment_returned(inputs)
	return en_contracts_payment_returned(inputs)
});