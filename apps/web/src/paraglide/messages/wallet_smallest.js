/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Wallet_SmallestInputs */

const en_wallet_smallest = /** @type {(inputs: Wallet_SmallestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The smallest withdrawal is ${i?.amount}`)
};

const ur_wallet_smallest = /** @type {(inputs: Wallet_SmallestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کم از کم ${i?.amount} نکلوائے جا سکتے ہیں`)
};

/**
* | output |
* | --- |
* | "The smallest withdrawal is {amount}" |
*
* @param {Wallet_SmallestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_smallest = /** @type {((inputs: Wallet_SmallestInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_SmallestInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_smallest(inputs)
	return en_wallet_smallest(inputs)
});