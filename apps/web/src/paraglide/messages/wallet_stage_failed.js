/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Wallet_Stage_FailedInputs */

const en_wallet_stage_failed = /** @type {(inputs: Wallet_Stage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed: ${i?.reason}, the money is back in your balance`)
};

const ur_wallet_stage_failed = /** @type {(inputs: Wallet_Stage_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ناکام: ${i?.reason}، رقم آپ کے بیلنس میں واپس آ گئی ہے`)
};

/**
* | output |
* | --- |
* | "Failed: {reason}, the money is back in your balance" |
*
* @param {Wallet_Stage_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_failed = /** @type {((inputs: Wallet_Stage_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Stage_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_stage_failed(inputs)
	return en_wallet_stage_failed(inputs)
});