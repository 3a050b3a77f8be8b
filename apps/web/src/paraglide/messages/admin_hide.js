/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_HideInputs */

const en_admin_hide = /** @type {(inputs: Admin_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

const ur_admin_hide = /** @type {(inputs: Admin_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چھپائیں`)
};

/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Admin_HideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hide = /** @type {((inputs?: Admin_HideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_HideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hide(inputs)
	return en_admin_hide(inputs)
});