/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Auth_JoinInputs */

const en_auth_join = /** @type {(inputs: Auth_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.product}`)
};

const ur_auth_join = /** @type {(inputs: Auth_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} میں شامل ہو جائیں`)
};

/**
* | output |
* | --- |
* | "Join {product}" |
*
* @param {Auth_JoinInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_join = /** @type {((inputs: Auth_JoinInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_JoinInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_auth_join(inputs)
	return en_auth_join(inputs)
});