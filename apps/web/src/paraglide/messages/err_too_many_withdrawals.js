/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_WithdrawalsInputs */

const en_err_too_many_withdrawals = /** @type {(inputs: Err_Too_Many_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many withdrawals`)
};

const ur_err_too_many_withdrawals = /** @type {(inputs: Err_Too_Many_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی بہت زیادہ درخواستیں`)
};

/**
* | output |
* | --- |
* | "Too many withdrawals" |
*
* @param {Err_Too_Many_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_withdrawals = /** @type {((inputs?: Err_Too_Many_WithdrawalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_WithdrawalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_withdrawals(inputs)
	return en_err_too_many_withdrawals(inputs)
});