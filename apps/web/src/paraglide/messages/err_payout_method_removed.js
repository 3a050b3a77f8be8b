/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Payout_Method_RemovedInputs */

const en_err_payout_method_removed = /** @type {(inputs: Err_Payout_Method_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout method removed`)
};

const ur_err_payout_method_removed = /** @type {(inputs: Err_Payout_Method_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم وصول کرنے کا طریقہ ہٹا دیا گیا`)
};

/**
* | output |
* | --- |
* | "Payout method removed" |
*
* @param {Err_Payout_Method_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payout_method_removed = /** @type {((inputs?: Err_Payout_Method_RemovedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Payout_Method_RemovedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_payout_method_removed(inputs)
	return en_err_payout_method_removed(inputs)
});