/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Open_MenuInputs */

const en_user_open_menu = /** @type {(inputs: User_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open user menu: `)
};

const ur_user_open_menu = /** @type {(inputs: User_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف کا مینیو کھولیں: `)
};

/**
* | output |
* | --- |
* | "Open user menu:" |
*
* @param {User_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_open_menu = /** @type {((inputs?: User_Open_MenuInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Open_MenuInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_open_menu(inputs)
	return en_user_open_menu(inputs)
});