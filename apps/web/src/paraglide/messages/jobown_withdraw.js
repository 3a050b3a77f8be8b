/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_WithdrawInputs */

const en_jobown_withdraw = /** @type {(inputs: Jobown_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const ur_jobown_withdraw = /** @type {(inputs: Jobown_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپس لیں`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Jobown_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw = /** @type {((inputs?: Jobown_WithdrawInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_WithdrawInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_withdraw(inputs)
	return en_jobown_withdraw(inputs)
});