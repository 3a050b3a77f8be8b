/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Confirm_TitleInputs */

const en_wallet_confirm_title = /** @type {(inputs: Wallet_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your withdrawal`)
};

const ur_wallet_confirm_title = /** @type {(inputs: Wallet_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم نکلوانے کی تصدیق کریں`)
};

/**
* | output |
* | --- |
* | "Confirm your withdrawal" |
*
* @param {Wallet_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_title = /** @type {((inputs?: Wallet_Confirm_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Confirm_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_confirm_title(inputs)
	return en_wallet_confirm_title(inputs)
});