/**
* | output |
* | --- |
* | "You can only join your own room" |
*
* @param {Err_You_Can_Only_Join_Your_Own_RoomInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_only_join_your_own_room: ((inputs?: Err_You_Can_Only_Join_Your_Own_RoomInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Can_Only_Join_Your_Own_RoomInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Can_Only_Join_Your_Own_RoomInputs = {};
