/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Cancel_PaymentInputs */

const en_contracts_cancel_payment = /** @type {(inputs: Contracts_Cancel_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel payment`)
};

const ur_contracts_cancel_payment = /** @type {(inputs: Contracts_Cancel_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی منسوخ کریں`)
};

/**
* | output |
* | --- |
* | "Cancel payment" |
*
* @param {Contracts_Cancel_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_cancel_payment = /** @type {((inputs?: Contracts_Cancel_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Cancel_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_cancel_payment(inputs)
	return en_contracts_cancel_payment(inputs)
});