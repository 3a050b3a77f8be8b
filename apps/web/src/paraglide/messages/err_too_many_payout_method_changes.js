/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Too_Many_Payout_Method_ChangesInputs */

const en_err_too_many_payout_method_changes = /** @type {(inputs: Err_Too_Many_Payout_Method_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many payout method changes`)
};

const ur_err_too_many_payout_method_changes = /** @type {(inputs: Err_Too_Many_Payout_Method_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کے طریقوں میں بہت زیادہ تبدیلیاں`)
};

/**
* | output |
* | --- |
* | "Too many payout method changes" |
*
* @param {Err_Too_Many_Payout_Method_ChangesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_payout_method_changes = /** @type {((inputs?: Err_Too_Many_Payout_Method_ChangesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Too_Many_Payout_Method_ChangesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_too_many_payout_method_changes(inputs)
	return en_err_too_many_payout_method_changes(inputs)
});