/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Payment_FundedInputs */

const en_contracts_payment_funded = /** @type {(inputs: Contracts_Payment_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received: the milestone is funded.`)
};

const ur_contracts_payment_funded = /** @type {(inputs: Contracts_Payment_FundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی موصول ہو گئی: مرحلے میں رقم جمع ہو گئی۔`)
};

/**
* | output |
* | --- |
* | "Payment received: the milestone is funded." |
*
* @param {Contracts_Payment_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_funded = /** @type {((inputs?: Contracts_Payment_FundedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Payment_FundedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_payment_funded(inputs)
	return en_contracts_payment_funded(inputs)
});