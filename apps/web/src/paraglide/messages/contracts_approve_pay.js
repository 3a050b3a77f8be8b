/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Approve_PayInputs */

const en_contracts_approve_pay = /** @type {(inputs: Contracts_Approve_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve and pay`)
};

const ur_contracts_approve_pay = /** @type {(inputs: Contracts_Approve_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منظور کر کے ادائیگی کریں`)
};

/**
* | output |
* | --- |
* | "Approve and pay" |
*
* @param {Contracts_Approve_PayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_approve_pay = /** @type {((inputs?: Contracts_Approve_PayInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Approve_PayInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_approve_pay(inputs)
	return en_contracts_approve_pay(inputs)
});