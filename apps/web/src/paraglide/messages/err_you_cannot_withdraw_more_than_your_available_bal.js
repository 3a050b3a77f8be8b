/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs */

const en_err_you_cannot_withdraw_more_than_your_available_bal = /** @type {(inputs: Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot withdraw more than your available balance`)
};

const ur_err_you_cannot_withdraw_more_than_your_available_bal = /** @type {(inputs: Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ دستیاب بیلنس سے زیادہ رقم نہیں نکلوا سکتے`)
};

/**
* | output |
* | --- |
* | "You cannot withdraw more than your available balance" |
*
* @param {Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_cannot_withdraw_more_than_your_available_bal = /** @type {((inputs?: Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_You_Cannot_Withdraw_More_Than_Your_Available_BalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_you_cannot_withdraw_more_than_your_available_bal(inputs)
	return en_err_you_cannot_withdraw_more_than_your_available_bal(inputs)
});