/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Pending_HintInputs */

const en_wallet_pending_hint = /** @type {(inputs: Wallet_Pending_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released, on hold until the dates below`)
};

const ur_wallet_pending_hint = /** @type {(inputs: Wallet_Pending_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری ہو چکی، نیچے دی گئی تاریخوں تک روکی گئی ہے`)
};

/**
* | output |
* | --- |
* | "Released, on hold until the dates below" |
*
* @param {Wallet_Pending_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_hint = /** @type {((inputs?: Wallet_Pending_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Pending_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_pending_hint(inputs)
	return en_wallet_pending_hint(inputs)
});