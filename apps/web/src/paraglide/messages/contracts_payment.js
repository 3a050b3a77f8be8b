/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_PaymentInputs */

const en_contracts_payment = /** @type {(inputs: Contracts_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const ur_contracts_payment = /** @type {(inputs: Contracts_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Contracts_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment = /** @type {((inputs?: Contracts_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment(inputs)
	return en_contracts_payment(inputs)
});