/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_You_ReceiveInputs */

const en_wallet_you_receive = /** @type {(inputs: Wallet_You_ReceiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive`)
};

const ur_wallet_you_receive = /** @type {(inputs: Wallet_You_ReceiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کو ملیں گے`)
};

/**
* | output |
* | --- |
* | "You receive" |
*
* @param {Wallet_You_ReceiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_you_receive = /** @type {((inputs?: Wallet_You_ReceiveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_You_ReceiveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_you_receive(inputs)
	return en_wallet_you_receive(inputs)
});