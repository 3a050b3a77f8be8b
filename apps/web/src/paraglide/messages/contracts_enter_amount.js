/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Enter_AmountInputs */

const en_contracts_enter_amount = /** @type {(inputs: Contracts_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount such as 12.50`)
};

const ur_contracts_enter_amount = /** @type {(inputs: Contracts_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم لکھیں، مثلاً 12.50`)
};

/**
* | output |
* | --- |
* | "Enter an amount such as 12.50" |
*
* @param {Contracts_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_enter_amount = /** @type {((inputs?: Contracts_Enter_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Enter_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_enter_amount(inputs)
	return en_contracts_enter_amount(inputs)
});